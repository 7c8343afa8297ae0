import { Camera, ImagePlus, Upload, X } from "lucide-react";
import { type ChangeEvent, type DragEvent, useRef, useState } from "react";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { Button } from "../../components/ui/button.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { CameraDialog, canUseWebcam } from "./camera-dialog.js";
import { prepareImage } from "./prepare-image.js";

export interface PickedImage {
  dataUrl: string;
  name: string;
}

interface ImagePickerProps {
  image: PickedImage | null;
  disabled: boolean;
  onPick: (image: PickedImage) => void;
  onClear: () => void;
}

/** Upload, drop or photograph a meal; only images are accepted (spec commercial 5). */
export function ImagePicker({ image, disabled, onPick, onClear }: ImagePickerProps) {
  const upload = useRef<HTMLInputElement>(null);
  const capture = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [dragging, setDragging] = useState(false);

  const accept = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast.error(i18n._("Invalid file"), { description: i18n._(aiMessages.invalidImage) });
      return;
    }
    try {
      onPick({ dataUrl: await prepareImage(file), name: file.name || "photo" });
    } catch {
      toast.error(i18n._("Invalid file"), { description: i18n._(aiMessages.invalidImage) });
    }
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    void accept(event.target.files?.[0]);
    event.target.value = ""; // choosing the same file again still fires
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void accept(event.dataTransfer.files[0]);
  };
  const takePhoto = () => (canUseWebcam() ? setCameraOpen(true) : capture.current?.click());

  return (
    <div className="space-y-3">
      {image ? (
        <div className="relative overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100 dark:border-neutral-800 dark:bg-neutral-800">
          <img
            src={image.dataUrl}
            alt={i18n._("Your meal, ready to analyse")}
            className="max-h-80 w-full object-contain"
          />
          <Button
            variant="secondary"
            size="icon"
            onClick={onClear}
            disabled={disabled}
            aria-label={i18n._("Remove photo")}
            className="absolute top-2 right-2 size-8 bg-white/90 dark:bg-neutral-900/90"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : (
        <button
          type="button"
          disabled={disabled}
          onClick={() => upload.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex w-full cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-neutral-300 px-4 py-10 text-center text-sm text-neutral-600 transition-colors hover:border-emerald-400 hover:bg-emerald-50/50 dark:border-neutral-700 dark:text-neutral-400 dark:hover:bg-emerald-950/30",
            dragging && "border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40",
            focusRing,
          )}
        >
          <ImagePlus aria-hidden="true" className="size-8 text-emerald-600" />
          <span className="font-medium text-neutral-900 dark:text-neutral-100">
            {i18n._("Drop a photo of your meal here")}
          </span>
          <span>{i18n._("or click to choose one (JPEG, PNG, WebP or HEIC, up to 8 MB)")}</span>
        </button>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => upload.current?.click()} disabled={disabled}>
          <Upload aria-hidden="true" className="size-4" />
          {image ? i18n._("Change Photo") : i18n._("Upload Photo")}
        </Button>
        <Button variant="outline" onClick={takePhoto} disabled={disabled}>
          <Camera aria-hidden="true" className="size-4" />
          {i18n._("Take Photo")}
        </Button>
      </div>
      <input
        ref={upload}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={i18n._("Upload a photo")}
        onChange={onInput}
      />
      <input
        ref={capture}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={i18n._("Take a photo with the camera")}
        onChange={onInput}
      />
      <CameraDialog
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        onCapture={(dataUrl) => onPick({ dataUrl, name: "camera photo" })}
      />
    </div>
  );
}

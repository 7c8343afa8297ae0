import { Camera } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../components/ui/dialog.js";
import { Spinner } from "../../components/ui/spinner.js";
import { i18n } from "../../lib/i18n.js";

export const canUseWebcam = () =>
  typeof navigator !== "undefined" &&
  typeof navigator.mediaDevices?.getUserMedia === "function" &&
  window.matchMedia?.("(pointer: fine)").matches === true;

/** A live camera preview (getUserMedia) and a Capture button; the stream stops when it closes. */
export function CameraDialog({
  open,
  onOpenChange,
  onCapture,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCapture: (dataUrl: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"starting" | "live" | "failed">("starting");

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    setState("starting");
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then((s) => {
        if (cancelled) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        stream = s;
        if (video.current) video.current.srcObject = s;
        setState("live");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  const capture = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const canvas = document.createElement("canvas");
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext("2d")?.drawImage(element, 0, 0);
    onCapture(canvas.toDataURL("image/jpeg", 0.9));
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{i18n._("Take a photo")}</DialogTitle>
        <DialogDescription>{i18n._("Frame the whole plate from above, in good light.")}</DialogDescription>
        <div className="relative mt-4 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-neutral-900">
          <video ref={video} autoPlay playsInline muted className="size-full object-cover" />
          {state === "starting" && (
            <div className="absolute">
              <Spinner label={i18n._("Starting the camera")} />
            </div>
          )}
          {state === "failed" && (
            <p role="alert" className="absolute px-6 text-center text-sm text-white">
              {i18n._("The camera could not be started. Allow camera access, or upload a photo instead.")}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {i18n._("Cancel")}
          </Button>
          <Button onClick={capture} disabled={state !== "live"}>
            <Camera aria-hidden="true" className="size-4" />
            {i18n._("Capture")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useEffect, useRef, useState } from "react";
import { i18n } from "../../lib/i18n.js";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"];

function barcodeDetector(): BarcodeDetectorConstructor | null {
  if (typeof window === "undefined" || !("BarcodeDetector" in window)) return null;
  return (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
}

/** Camera scanning needs the Barcode Detection API and a camera (getUserMedia); Chromium on Android, macOS, ChromeOS. */
export function canScanWithCamera(): boolean {
  return barcodeDetector() !== null && typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;
}

/** A live camera preview that reports the first EAN/UPC code it sees, then stops the camera. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [status, setStatus] = useState<"starting" | "scanning" | "found" | string>("starting");

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped) return stop();
        const video = videoRef.current;
        if (!video) return stop();
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        const detector = new Detector({ formats: FORMATS });
        setStatus("scanning");
        let busy = false;
        timer = setInterval(async () => {
          if (busy || stopped || video.readyState < 2) return;
          busy = true;
          try {
            const found = (await detector.detect(video)).find((b) => /^\d{8,14}$/.test(b.rawValue));
            if (found && !stopped) {
              stop();
              setStatus("found");
              onCodeRef.current(found.rawValue);
            }
          } catch {
            // A frame the detector could not read: try the next one.
          } finally {
            busy = false;
          }
        }, 250);
      } catch (error) {
        if (stopped) return;
        const denied = error instanceof DOMException && error.name === "NotAllowedError";
        setStatus(
          denied
            ? i18n._("Camera access was denied; type the code below.")
            : i18n._("The camera could not be started; type the code below."),
        );
      }
    })();
    return stop;
  }, []);

  const message =
    status === "starting"
      ? i18n._("Starting the camera…")
      : status === "scanning"
        ? i18n._("Point the camera at the barcode.")
        : status === "found"
          ? i18n._("Barcode found.")
          : status;
  return (
    <div className="space-y-2">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={i18n._("Camera preview")}
        className="aspect-video w-full rounded-lg bg-neutral-900 object-cover"
      />
      <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
        {message}
      </p>
    </div>
  );
}

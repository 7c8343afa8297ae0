/**
 * A page the server rendered shows its buttons and tabs before React has taken it over, and a tap
 * on one then would do nothing: the page looks ready and ignores you. Until the app listens, taps
 * on the root's controls are held instead (their pointer, mouse and click events, in order), then
 * dispatched again; React hydrates the part tapped first and answers each as it would have.
 * Links are left alone: they navigate natively. Radix's tabs and menus act on pointer or mouse
 * down, not on click, hence the whole sequence.
 */
const CONTROLS = "button, [role='button'], [role='tab'], [role='menuitem'], summary";
const TAP_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"] as const;

interface HeldEvent {
  target: HTMLElement;
  type: (typeof TAP_EVENTS)[number];
  init: PointerEventInit;
}

export function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HeldEvent[] = [];
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    // A cancelled pointerdown would also cancel the mouse events that follow it, which are held too.
    if (!event.type.startsWith("pointer")) event.preventDefault();
    event.stopPropagation();
    const mouse = event as PointerEvent;
    held.push({
      target: control,
      type: event.type as HeldEvent["type"],
      init: {
        bubbles: true,
        cancelable: true,
        composed: true,
        button: mouse.button,
        buttons: mouse.buttons,
        clientX: mouse.clientX,
        clientY: mouse.clientY,
        pointerId: mouse.pointerId,
        pointerType: mouse.pointerType,
        isPrimary: mouse.isPrimary,
      },
    });
  };
  for (const type of TAP_EVENTS) document.addEventListener(type, hold, true);
  return function release() {
    for (const type of TAP_EVENTS) document.removeEventListener(type, hold, true);
    for (const { target, type, init } of held) {
      if (!target.isConnected) continue;
      const Event = type.startsWith("pointer") ? PointerEvent : MouseEvent;
      target.dispatchEvent(new Event(type, init));
    }
  };
}

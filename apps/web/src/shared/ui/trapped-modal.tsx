import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, useRef, type ComponentProps } from 'react';
import BootstrapModal from 'react-bootstrap/Modal';

type ModalProps = ComponentProps<typeof BootstrapModal>;

// jsdom has no layout, so tabbable's default check would call every field hidden there.
const displayCheck = import.meta.env.MODE === 'test' ? 'none' : 'full';

function trapFocus(node: HTMLElement): FocusTrap {
  return createFocusTrap(node, {
    // react-bootstrap already moves the focus in, hands it back and closes on Escape; the trap
    // only keeps Tab inside, which react-bootstrap does late (after a timeout on each focus).
    initialFocus: false,
    fallbackFocus: node,
    escapeDeactivates: false,
    returnFocusOnDeactivate: false,
    allowOutsideClick: true,
    tabbableOptions: { displayCheck },
  }).activate();
}

function TrappedModalRoot({ onEnter, onExit, ...props }: ModalProps) {
  const trap = useRef<FocusTrap | null>(null);
  const release = () => {
    trap.current?.deactivate();
    trap.current = null;
  };
  useEffect(() => release, []);
  return (
    <BootstrapModal
      {...props}
      onEnter={(node: HTMLElement, isAppearing: boolean) => {
        release();
        trap.current = trapFocus(node);
        onEnter?.(node, isAppearing);
      }}
      onExit={(node: HTMLElement) => {
        release();
        onExit?.(node);
      }}
    />
  );
}

/** react-bootstrap's Modal whose Tab never leaves it, not even while it fades in. */
export const TrappedModal = Object.assign(TrappedModalRoot, {
  Header: BootstrapModal.Header,
  Title: BootstrapModal.Title,
  Body: BootstrapModal.Body,
  Footer: BootstrapModal.Footer,
});

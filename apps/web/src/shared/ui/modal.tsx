import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type BootstrapModal from 'react-bootstrap/Modal';
import './modal.scss';

// react-bootstrap's Modal and the focus trap are a chunk of about 8 kB gzipped; most pages open
// their dialogs only on a click, so it loads with the first dialog that opens, not with the page.
const load = () => import('./trapped-modal').then((module) => module.TrappedModal);
const LazyModal = lazy(async () => ({ default: await load() }));
const Header = lazy(async () => ({ default: (await load()).Header }));
const Title = lazy(async () => ({ default: (await load()).Title }));
const Body = lazy(async () => ({ default: (await load()).Body }));
const Footer = lazy(async () => ({ default: (await load()).Footer }));

type ModalProps = ComponentProps<typeof BootstrapModal>;

function ModalRoot(props: ModalProps) {
  // Once opened it stays mounted, so it can animate out and run its onExited.
  const [opened, setOpened] = useState(Boolean(props.show));
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}

/**
 * react-bootstrap's Modal with Bootstrap's modal styles: every dialog imports it from here, never
 * from react-bootstrap, so its styles come with it on whichever page is opened first.
 */
export const Modal = Object.assign(ModalRoot, { Header, Title, Body, Footer });

import { Modal } from 'react-bootstrap';
import './modal.scss';

/**
 * react-bootstrap's Modal with Bootstrap's modal styles: every dialog imports it from here, never
 * from react-bootstrap, so its styles come with it on whichever page is opened first.
 */
export { Modal };

export { BusyModal, type BusyModalProps } from './BusyModal';

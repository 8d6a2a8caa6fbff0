export { SignaturePad, type SignaturePadProps } from './SignaturePad';
export { fitStrokes, SIGNATURE_CANVAS, SIGNATURE_IMAGE, type Stroke } from './signature';
export { useSignaturePadState } from './useSignaturePadState';

export {
  defaultMediaUploaderLabels,
  MediaUploader,
  type MediaUploaderLabels,
  type MediaUploaderProps,
} from './MediaUploader';
export { checkExtension, extensionOf, type MediaItem, type MediaKind, mediaKindOf } from './media';
export {
  type MediaUploaderStateOptions,
  type PendingUpload,
  useMediaUploaderState,
} from './useMediaUploaderState';

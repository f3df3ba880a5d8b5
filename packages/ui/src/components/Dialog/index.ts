export {
  Dialog,
  DialogClose,
  dialogSizes,
  type DialogCloseProps,
  type DialogProps,
} from './Dialog';

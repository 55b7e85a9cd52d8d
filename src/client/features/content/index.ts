export { contentReceived, heldContent, loadContent, type ContentCopy } from './content-copy';
export { ProductTitle } from './ProductTitle';
export { useContent, useContentSetting, useContentText } from './use-content';

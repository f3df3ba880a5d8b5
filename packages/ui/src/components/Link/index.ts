export { Link, linkTones, linkVariants, type LinkProps } from './Link';
export { isSafeHref } from './isSafeHref';

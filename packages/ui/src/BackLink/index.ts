export { BackLink, type BackLinkLinkProps, type BackLinkProps } from './BackLink';

export { PublicAction, type PublicActionProps, type PublicActionVariant } from './PublicAction';

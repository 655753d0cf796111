export { Avatar, avatarSrc, initialsOf, type AvatarProps, type AvatarSize } from './Avatar';

export { EmailText, emailOrNull, emailParts, type EmailTextProps } from './EmailText';

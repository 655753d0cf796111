/** The stack of open dialogs and the page scroll lock they share. */

// Open dialogs, bottom to top: only the top one handles keys and guards focus.
export const stack: symbol[] = [];
export const isTop = (token: symbol) => stack[stack.length - 1] === token;

// Body scroll lock shared by stacked dialogs.
let locks = 0;
let savedBody: { overflow: string; paddingRight: string } | null = null;
export function lockScroll() {
  if (locks++ > 0) return;
  const { body, documentElement } = document;
  savedBody = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}
export function unlockScroll() {
  if (--locks > 0 || !savedBody) return;
  document.body.style.overflow = savedBody.overflow;
  document.body.style.paddingRight = savedBody.paddingRight;
  savedBody = null;
}

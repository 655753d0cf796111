import { request } from '../../lib/api/client';
import { loginResponseSchema, type LoginResponse } from '../../lib/schemas';

/** POST /admin/login without a token; a 401 here is the screen's to report (docs/product.md §8). */
export function login(email: string, password: string): Promise<LoginResponse> {
  return request('/admin/login', { method: 'POST', body: { email, password }, schema: loginResponseSchema, auth: false });
}

import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInputSchema, RegisterFormSchema } from '@shared/contracts/auth';

/**
 * The login and register forms' rules: the shared schemas (spec §5) and zod. Loaded on first use
 * through lazy-validation.ts, so the login screen shows without the validation library.
 */
export const loginResolver = zodResolver(LoginInputSchema);
export const registerResolver = zodResolver(RegisterFormSchema);

export { translateValidationMessage } from '../../lib/validation-messages';

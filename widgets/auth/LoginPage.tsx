import { lazy } from 'react';
import { LoginView } from './LoginView';

// Its own chunk, loaded when the phone tab opens (the login route has a 200 KB budget and most people
// sign in with a password).
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm'));

/**
 * The sign-in page at /user/login (see LoginView), with the phone tab's form loaded on demand.
 *
 * @example
 * <Route path="/user/login" element={<LoginPage />} />
 */
export function LoginPage() {
  return <LoginView phoneForm={PhoneLoginForm} />;
}

export default LoginPage;

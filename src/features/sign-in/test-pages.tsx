/** Component tests of the sign-in pages: the four pages routed as in the app, and a landing page for every other path. */
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp, type AppOptions } from '../../../tests/setup/render-app.tsx';
import FindPasswordPage from './FindPasswordPage.tsx';
import LoginPage from './LoginPage.tsx';
import RegisterPage from './RegisterPage.tsx';
import SetPasswordPage from './SetPasswordPage.tsx';

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

export function renderSignInPages(options: AppOptions & { route: string }) {
  return renderWithApp(
    <Routes>
      <Route path="/user/login" element={<LoginPage />} />
      <Route path="/user/register" element={<RegisterPage />} />
      <Route path="/user/findPwd" element={<FindPasswordPage />} />
      <Route path="/user/setPwd" element={<SetPasswordPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    options,
  );
}

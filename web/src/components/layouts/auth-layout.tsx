/**
 * spec 01 §2 Auth layout: the logo plus one heading. The heading is the screen's own ('Login',
 * 'Sign Up', 'Forgot your password?'), so a screen never stacks a second heading under the layout's.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { env } from '#/config/env.ts';
import { BASENAME } from '#/config/paths.ts';
import './auth-layout.css';

export interface AuthLayoutProps {
  heading?: string;
  children?: ReactNode;
}

export function AuthLayout({ heading, children }: AuthLayoutProps) {
  return (
    <main className="auth-layout">
      <div className="auth-layout__card">
        <p className="auth-layout__logo">
          {/* The name beside it is the text alternative, so the image itself is decorative. */}
          <img src={`${BASENAME}/favicon.svg`} alt="" width={32} height={32} />
          <span>{env.productName}</span>
        </p>
        {heading && <h1 className="auth-layout__heading">{heading}</h1>}
        {children ?? <Outlet />}
      </div>
    </main>
  );
}

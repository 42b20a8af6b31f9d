/** spec 01 §2 Auth layout: the logo and a heading ('Login', later 'Sign Up'). */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { env } from '#/config/env.ts';

export interface AuthLayoutProps {
  heading?: string;
  children?: ReactNode;
}

export function AuthLayout({ heading, children }: AuthLayoutProps) {
  return (
    <main className="auth-layout">
      <div className="auth-layout__card">
        <p className="auth-layout__logo">{env.productName}</p>
        {heading && <h1 className="auth-layout__heading">{heading}</h1>}
        {children ?? <Outlet />}
      </div>
    </main>
  );
}

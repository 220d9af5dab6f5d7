import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { getBrand } from '../../../shared/brands/brands.ts';
import './auth.css';

interface AuthLayoutProps {
  bid: string;
  title: string;
  children: ReactNode;
}

/** The public pages' frame: the brand's login background, a card with its logo and the page title. */
export function AuthLayout({ bid, title, children }: AuthLayoutProps) {
  const brand = getBrand(bid);
  useEffect(() => {
    document.title = `${title} - ${brand.name}`;
  }, [title, brand.name]);
  return (
    <main className="auth-page" style={{ backgroundImage: `url("${brand.loginBackground}")` }}>
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-card-header">
          <img className="auth-logo" src={brand.logo} alt={brand.name} />
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
        </header>
        {children}
      </section>
    </main>
  );
}

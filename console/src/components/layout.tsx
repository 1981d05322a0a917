import type { ComponentChildren } from 'preact';
import { useLocation } from 'preact-iso';
import { links } from '../links';
import { signOut } from '../session';

const NAV = [
  { href: links.fileSets(), label: 'File sets' },
  { href: links.dataFiles(), label: 'Data files' },
  { href: links.streams(), label: 'Streams' },
  { href: links.playground(), label: 'AI playground' },
  { href: links.tokens(), label: 'Tokens' },
];

export function Layout({ children }: { children: ComponentChildren }) {
  const { path } = useLocation();
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <a class="brand" href={links.fileSets()}>
          <img src="/console/stowage.svg" alt="" width="28" height="28" />
          <span>Stowage</span>
        </a>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={path.startsWith(item.href) ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div class="session">
          <a href="/docs" target="_blank" rel="noopener">
            API docs
          </a>
          <button type="button" onClick={() => signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

/** The page's one h1, also the document's title. */
export function PageTitle({ children, title }: { children?: ComponentChildren; title: string }) {
  if (document.title !== `${title} · Stowage`) document.title = `${title} · Stowage`;
  return (
    <div class="page-title">
      <h1>{title}</h1>
      {children ? <div class="page-actions">{children}</div> : null}
    </div>
  );
}

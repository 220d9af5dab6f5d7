import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { useAccessContext } from '../../shared/access/access-store.ts';
import { firstMenuPath } from '../../shared/access/menu-access.ts';
import { pageInfo, type RouteHandle } from '../../shared/access/page-info.ts';
import { getBrand } from '../../shared/brands/brands.ts';
import { getRuntimeConfig } from '../../shared/config/runtime-config.ts';
import { queryClient } from '../../shared/query/query-client.ts';
import { useRealtime } from '../../shared/realtime/use-realtime.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { getStoredBid } from '../../shared/session/stored-bid.ts';
import { Banners } from './components/banners.tsx';
import { DownloadCentre } from './components/download-centre.tsx';
import { AgentDeskButton, AvatarMenu } from './components/header-actions.tsx';
import { IntentionNotices } from './components/intention-notices.tsx';
import { TopMenu } from './components/top-menu.tsx';
import { UpdateLogNotice } from './components/update-log-notice.tsx';
import './shell.css';

/**
 * The authenticated frame of every page: logo, top menu, agent workstation, download centre and
 * avatar menu; below them the banners and the update-log notice, above the page, never over it.
 */
export function ShellLayout() {
  const user = useSessionStore((state) => state.user);
  const brand = getBrand(getStoredBid());
  // The special switch hides what other deployments do not have: the workstation and the downloads.
  const special = getRuntimeConfig().permission.special === true;
  const context = useAccessContext();
  const home = useMemo(() => (context ? firstMenuPath(context) : '/setting/info'), [context]);
  const title = pageInfo((useMatches().at(-1)?.handle as RouteHandle | undefined)?.page)?.title;

  // Real-time messaging (pushed binding status, intention notices), started a few seconds after the shell loads.
  useRealtime();

  // What one member fetched must not show to the next one signing in on this tab.
  useEffect(() => () => queryClient.clear(), []);

  useEffect(() => {
    document.title = title ? `${title} - ${brand.name}` : brand.name;
  }, [title, brand.name]);

  if (!user) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="shell">
        <header className="shell-header">
          <Link to={home} className="shell-logo" aria-label={brand.name}>
            <img src={brand.whiteLogo} alt={brand.name} />
          </Link>
          <TopMenu />
          <div className="shell-actions">
            {!special && <AgentDeskButton />}
            {!special && <DownloadCentre />}
            <AvatarMenu />
          </div>
        </header>
        <Banners />
        <UpdateLogNotice />
        <IntentionNotices />
        <main className="shell-content">
          <Outlet />
        </main>
      </div>
    </QueryClientProvider>
  );
}

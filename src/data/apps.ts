/** The phone apps (Version/NewAll), shared by the header's download popover, the home section and /download. */
import { versionNewAll } from '../../generated/operations/versionNewAll.ts';
import type { components } from '../../generated/base.ts';
import { apiQuery, contentData } from '../api/query.ts';
import { siteConfig } from '../config/site-config.ts';

export type AppRelease = components['schemas']['AppDownloadEntry'];

const order = ['android', 'ios', 'beta'] as const;

/** The apps the site-config offers, Android, iOS then beta. */
export const offeredApps = (apps: AppRelease[]): AppRelease[] => {
  const offered = siteConfig().home.appDownloads;
  return apps
    .filter((app) => offered[app.app_market])
    .sort((a, b) => order.indexOf(a.app_market) - order.indexOf(b.app_market));
};

export const appsQuery = () => ({ ...apiQuery(versionNewAll), ...contentData });

/** The apps the site-config offers (the popover and the home section). */
export const offeredAppsQuery = () => ({ ...appsQuery(), select: offeredApps });

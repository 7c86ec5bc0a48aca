/**
 * What the foundation module keeps while the sandbox runs: the dated content (announcements,
 * app releases, legal documents, banners) and the wallet switches of each coin, so a test or a
 * demo can publish an announcement or pause a coin's withdrawals and see the site follow.
 */
import { now } from '../core/clock.ts';
import type { CoreState } from '../state/core.ts';
import { seedCoins } from '../seed/coins.ts';
import { seedAnnouncements, type AnnouncementType } from '../seed/foundation-announcements.ts';
import { pausedDeposits, pausedWithdrawals } from '../seed/foundation-coin-transfers.ts';
import { daysAgo, type Localized } from '../seed/foundation-l10n.ts';
import { seedProtocols, type ProtocolType } from '../seed/foundation-protocols.ts';
import { seedAppDownloads, seedBanners, type SeedBanner } from '../seed/foundation-site.ts';

export interface AnnouncementRecord {
  Id: number;
  IsHot: boolean;
  Type: AnnouncementType;
  CreateTime: string;
  title: Localized;
  content: Localized;
}

export interface ProtocolRecord {
  Id: number;
  Type: ProtocolType;
  UpdateTime: string;
  title: Localized;
  content: Localized;
}

export interface AppReleaseRecord {
  Id: number;
  app_market: 'android' | 'ios' | 'beta';
  QrContent: string;
  Version: string;
  UpdateTime: string;
}

export interface CoinWallet {
  DepositEnabled: boolean;
  WithdrawEnabled: boolean;
}

export interface FoundationState {
  announcements: AnnouncementRecord[];
  protocols: ProtocolRecord[];
  appReleases: AppReleaseRecord[];
  banners: SeedBanner[];
  /** The `banner-picture` knob: banner pictures of about this many kilobytes, served apart (0: inline pictures). */
  bannerPictureKb: number;
  /** Coin code -> whether its wallet takes deposits and pays withdrawals. */
  coinWallets: Map<string, CoinWallet>;
}

export function createFoundationState(_core: CoreState): FoundationState {
  const at = now();
  return {
    announcements: seedAnnouncements.map(({ ageDays, ...story }) => ({
      ...story,
      CreateTime: daysAgo(at, ageDays, story.Id % 7),
    })),
    protocols: seedProtocols.map(({ ageDays, ...doc }) => ({ ...doc, UpdateTime: daysAgo(at, ageDays) })),
    appReleases: seedAppDownloads.map(({ ageDays, ...release }) => ({ ...release, UpdateTime: daysAgo(at, ageDays) })),
    banners: seedBanners.map((banner) => ({ ...banner })),
    bannerPictureKb: 0,
    coinWallets: new Map(
      seedCoins.map((coin) => [
        coin.Code,
        { DepositEnabled: !pausedDeposits.has(coin.Code), WithdrawEnabled: !pausedWithdrawals.has(coin.Code) },
      ]),
    ),
  };
}

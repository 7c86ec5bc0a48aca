import { beforeEach, describe, expect, it } from 'vitest';
import { installSiteConfig } from '../../config/site-config.ts';
import { shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { futuresTradeHref, spotTradeHref } from './trade-links.ts';

describe('trade links', () => {
  beforeEach(() => {
    const config = shippedSiteConfig();
    config.environments.active = 'prod';
    config.environments.hosts.prod.tradeSite = 'https://trade.example.com/';
    config.environments.hosts.prod.futuresSite = 'https://futures.example.com';
    installSiteConfig(config);
  });

  it('leads a pair to the active environment’s trade site, BTC/USDT written BTC_USDT', () => {
    expect(spotTradeHref('BTC/USDT')).toBe('https://trade.example.com/trade/BTC_USDT');
  });

  it('leads a contract to the active environment’s futures site', () => {
    expect(futuresTradeHref('ETHUSDT')).toBe('https://futures.example.com/futures/ETHUSDT');
  });
});

/**
 * The site-config schema: the one source for `site-config/site.json`. `npm run generate` writes
 * schema/site-config.schema.json from it for operators' editors; the app and
 * `npm run config:check` validate against it.
 */
import * as z from 'zod/mini';
import { pageIds } from './page-ids.ts';

// The descriptions are for operators' editors (the generated JSON Schema); the browser bundle
// leaves every describe() call's text out (build/schema-descriptions.ts).
const describe = <T extends z.ZodMiniType>(schema: T, description: string): T => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

// Factories, not shared instances: a description belongs to one schema object, so each key gets its own.
const hex = () => z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));
const url = () => z.string().check(z.regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/));
const httpUrl = () => describe(z.string().check(z.regex(/^https?:\/\/[^\s]+$/)), 'An absolute http(s) URL.');
const image = (what: string) =>
  describe(
    z.string().check(z.regex(/^(\/[^\s]*|https:\/\/[^\s]+|data:image\/[a-z+]+;[^\s]+)$/)),
    `${what}: a path on this site, an https URL, or a data: URI.`,
  );
/** Files the app serves itself (fonts, icons): a path on this site, so the CSP needs no other host. */
const ownFile = (what: string) =>
  describe(
    z.string().check(z.regex(/^\/[\w.~-][\w.~/-]*$/)),
    `${what}: a path on this site: a file of the brand folder beside site.json (/brand/…, which the studio uploads into), or one the build ships.`,
  );
/** A CSS font-family list: family names, quoted or not, separated by commas. */
const fontStack = () => z.string().check(z.regex(/^[\w '",-]{1,300}$/));
const email = z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));

export const featureIds = [
  'trade',
  'fiat',
  'thirdPartyPayment',
  'apiManagement',
  'twinkle',
  'otcShow',
  'contract',
  'news',
  'missionSystem',
  'flashPair',
  'financial',
] as const;
export const homeSectionIds = [
  'banner',
  'marketTrend',
  'appDownload',
  'features',
  'advancedTrading',
  'startUse',
  'recommendedMarkets',
  'tradingVolume',
] as const;
export const headerItemIds = [
  'logo',
  'marketsNav',
  'userMenu',
  'locales',
  'alliance',
  'bridgeMarket',
  'payNav',
] as const;
export const navLinkIds = [
  'markets',
  'fiat',
  'spotTrade',
  'flashPair',
  'financial',
  'alliance',
  'bridgeMarket',
  'pay',
  'missions',
  'twinkle',
  'futures',
] as const;
export const footerItemIds = ['links', 'nav', 'logo', 'contact', 'community', 'disclaimer', 'copyright'] as const;
export const switchIds = ['bulletin', 'download', 'chat', 'analytics', 'qrCode', 'loginQr'] as const;
export const environmentIds = ['dev', 'test', 'grey', 'prod', 'sandbox'] as const;
export const hostIds = [
  'api',
  'futuresApi',
  'tradeMarket',
  'futuresMarket',
  'maintenance',
  'exchange',
  'futuresSite',
  'testnet',
  'tradeSite',
  'paySite',
  'alliance',
  'bridgeMarket',
] as const;
export const languageIds = ['en', 'fr', 'zh-CN', 'zh-Hant'] as const;
export const socialIds = [
  'x',
  'telegram',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'discord',
  'medium',
  'reddit',
  'tiktok',
] as const;
export const chatProviders = ['crisp'] as const;
export const themeModes = ['light', 'dark', 'system'] as const;
export const upColors = ['green-up', 'red-up'] as const;
export const paletteTokens = [
  'page',
  'surface',
  'text',
  'muted',
  'border',
  'primary',
  'primaryText',
  'up',
  'down',
  'warning',
  'focus',
  'header',
  'headerText',
] as const;
export const analyticsProviders = ['umami', 'matomo'] as const;

const switches = <const K extends readonly string[]>(ids: K, what: string) =>
  z.strictObject(
    Object.fromEntries(
      ids.map((id) => [id, describe(z.boolean(), `${what} ${id}: true shows it, false hides it.`)]),
    ) as { [P in K[number]]: z.ZodMiniBoolean },
  );

const providerId = () => z.string().check(z.regex(/^[A-Za-z0-9._-]{1,100}$/));

const paletteWords: Record<(typeof paletteTokens)[number], string> = {
  page: 'Page background.',
  surface: 'Cards, panels, menus and inputs.',
  text: 'Body text (4.5:1 on page and surface).',
  muted: 'Secondary text (4.5:1 on page and surface).',
  border: 'Borders of inputs and controls (3:1 on surface); dividers are a lighter mix of it.',
  primary: 'Buttons, links and highlights (4.5:1 on page and surface).',
  primaryText: 'Text on the primary colour (4.5:1 on primary).',
  up: 'A rise (green-up) or a fall (red-up): prices, changes, buy side (4.5:1 on page and surface).',
  down: 'A fall (green-up) or a rise (red-up) (4.5:1 on page and surface).',
  warning: 'Warnings and notices (4.5:1 on surface).',
  focus: 'Focus ring (3:1 on page and surface).',
  header: 'Header background.',
  headerText: 'Header text (4.5:1 on header).',
};

const palette = (mode: string) =>
  describe(
    z.strictObject(
      Object.fromEntries(
        paletteTokens.map((token) => [
          token,
          z.optional(describe(hex(), `${paletteWords[token]} A colour as #rrggbb.`)),
        ]),
      ) as { [P in (typeof paletteTokens)[number]]: z.ZodMiniOptional<ReturnType<typeof hex>> },
    ),
    `Colours of the ${mode} theme; each one left out is derived (docs/site-config.md).`,
  );

const brandTheme = describe(
  z.strictObject({
    light: z.optional(palette('light')),
    dark: z.optional(palette('dark')),
    fonts: z.optional(
      describe(
        z.strictObject({
          body: z.optional(describe(fontStack(), 'Font stack of the text (CSS font-family).')),
          numbers: z.optional(
            describe(
              fontStack(),
              'Font stack of prices and amounts (CSS font-family); always shown with tabular digits.',
            ),
          ),
          files: z.optional(
            describe(
              z.array(
                z.strictObject({
                  family: describe(
                    z.string().check(z.regex(/^[A-Za-z0-9 _-]{1,60}$/)),
                    'The family name the stacks use.',
                  ),
                  src: ownFile('A font file (WOFF2 is smallest)'),
                  weight: z.optional(
                    describe(
                      z.string().check(z.regex(/^[1-9]00( [1-9]00)?$/)),
                      'Weight or range, e.g. 400 or 100 900.',
                    ),
                  ),
                  style: z.optional(z.enum(['normal', 'italic'])),
                }),
              ),
              'Font files served from this site (never a font CDN), declared with @font-face.',
            ),
          ),
        }),
        'Fonts; left out, the system font stack.',
      ),
    ),
    radius: z.optional(
      describe(
        z.number().check(z.int(), z.minimum(0), z.maximum(24)),
        'Corner radius of cards and controls in px (8 when left out).',
      ),
    ),
    logos: z.optional(
      describe(
        z.strictObject({
          dark: z.optional(image('Logo on the dark theme (brand.logo when left out)')),
          mark: z.optional(image('Compact mark for narrow screens (the logo when left out)')),
          markDark: z.optional(image('Compact mark on the dark theme (the mark when left out)')),
        }),
        "Logos per theme; brand.logo is the light theme's.",
      ),
    ),
    icons: z.optional(
      describe(
        z.strictObject({
          favicon: z.optional(ownFile('The favicon (SVG, PNG or ICO)')),
          app: z.optional(
            describe(
              z.array(
                z.strictObject({
                  src: ownFile('A PNG icon'),
                  sizes: describe(z.string().check(z.regex(/^\d{2,4}x\d{2,4}$/)), 'Its size, e.g. 192x192.'),
                  purpose: z.optional(z.enum(['any', 'maskable'])),
                }),
              ),
              'App icons for the web app manifest and the home screen (192x192 and 512x512 at least).',
            ),
          ),
        }),
        'Favicon and app icons; left out, the shipped ones.',
      ),
    ),
  }),
  'Theme tokens per light and dark mode, fonts, radius, logos and icons. Every key is optional.',
);

const hostSet = describe(
  z.strictObject({
    ...(Object.fromEntries(
      hostIds.map((id) => [
        id,
        describe(
          url(),
          `The ${id} host: an absolute http(s) URL, or a path on the app's own origin (the sandbox uses /sandbox/...).`,
        ),
      ]),
    ) as { [P in (typeof hostIds)[number]]: ReturnType<typeof url> }),
    chat: z.optional(
      describe(
        url(),
        "Where the chat provider's widget script comes from (Crisp: https://client.crisp.chat); needed while switches.chat is on.",
      ),
    ),
    analytics: z.optional(
      describe(
        url(),
        "Where the analytics provider's script and collector are (Umami Cloud: https://cloud.umami.is; Matomo: your Matomo address); needed while switches.analytics is on.",
      ),
    ),
    images: z.optional(
      describe(
        z.array(httpUrl()),
        "Hosts the content's images and videos come from (coin icons, banners, announcement pictures, help videos and their captions), for the Content-Security-Policy.",
      ),
    ),
  }),
  'The hosts of one environment.',
);

export const siteConfigSchema = describe(
  z.strictObject({
    $schema: z.optional(describe(z.string(), 'Path of the JSON Schema that editors use to check this file.')),
    brand: describe(
      z.strictObject({
        name: describe(
          z.string().check(z.minLength(1), z.maxLength(40)),
          'Brand name shown in the header, the title and the footer.',
        ),
        cookiePrefix: describe(
          z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9]{0,15}$/)),
          'Prefix of every cookie name (letters and digits, up to 16).',
        ),
        logo: describe(
          z.string().check(z.regex(/^(\/[^\s]*|https:\/\/[^\s]+|data:image\/[a-z+]+;[^\s]+)$/)),
          'Logo image: a path on this site, an https URL, or a data: URI.',
        ),
        colors: describe(
          z.strictObject({
            primary: describe(hex(), 'Buttons, links and highlights. A colour as #rrggbb.'),
            primaryText: z.optional(
              describe(hex(), 'Text on the primary colour (black or white, whichever reads better, when left out).'),
            ),
            up: describe(hex(), 'Rising prices. A colour as #rrggbb.'),
            down: describe(hex(), 'Falling prices. A colour as #rrggbb.'),
          }),
          "Brand colours; they are the light theme's, and the dark theme derives its own from them.",
        ),
        theme: z.optional(brandTheme),
        businessEmail: describe(
          email,
          'Business contact address; the footer falls back to it when the contact call gives none.',
        ),
        supportEmail: describe(
          email,
          'Customer-support address; the footer falls back to it when the contact call gives none.',
        ),
        social: describe(
          z.array(z.strictObject({ network: z.enum(socialIds), url: httpUrl() })),
          'Social links shown in the footer community block.',
        ),
      }),
      'Brand: name, logo, colours, mail addresses and social links.',
    ),
    features: describe(
      switches(featureIds, 'Feature'),
      'Product feature switches. The count of active trading features (fiat, trade, contract) is derived from them.',
    ),
    home: describe(
      z.strictObject({
        template: describe(z.union([z.literal(1), z.literal(2)]), 'Home page template.'),
        aboutVariant: describe(z.union([z.literal(1), z.literal(2)]), 'Variant of the about page module.'),
        sections: describe(
          z.array(z.strictObject({ id: z.enum(homeSectionIds), on: z.boolean() })),
          'Home sections in the order they show; on: false keeps a section configured but hidden.',
        ),
        appDownloads: describe(
          switches(['android', 'ios', 'beta'] as const, 'App download link'),
          'Which app download links the home page offers.',
        ),
      }),
      'The home page.',
    ),
    header: describe(
      z.strictObject({
        items: describe(switches(headerItemIds, 'Header item'), 'Header items.'),
        nav: describe(
          z.array(z.enum(navLinkIds)),
          'Navigation links in order; each shows only when its feature switch or header item is on.',
        ),
      }),
      'The header.',
    ),
    footer: describe(
      z.strictObject({
        items: describe(switches(footerItemIds, 'Footer item'), 'Footer blocks.'),
        copyrightYear: describe(
          z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
          'Year in the copyright line.',
        ),
      }),
      'The footer.',
    ),
    switches: describe(
      switches(switchIds, 'Switch'),
      'Other switches: bulletin, download banner, chat, analytics, QR codes, login by QR code.',
    ),
    chat: z.optional(
      describe(
        z.strictObject({
          provider: describe(z.enum(chatProviders), 'The support-chat provider.'),
          id: describe(providerId(), 'Your site id at the provider (Crisp: the website ID).'),
        }),
        'The support chat: loaded once the page is idle while switches.chat is on, never in app mode. Its script host is environments.hosts.<active>.chat.',
      ),
    ),
    analytics: z.optional(
      describe(
        z.strictObject({
          provider: describe(
            z.enum(analyticsProviders),
            'The page-view measure: umami (never sets cookies) or matomo.',
          ),
          id: describe(providerId(), 'Your site id at the provider (Umami: the website ID; Matomo: the site id).'),
          cookies: z.optional(
            describe(
              z.boolean(),
              'true lets a provider that can set cookies (Matomo) set them; left out or false, none is set.',
            ),
          ),
        }),
        'Page views, one per route change, with the path only (no query, no personal data), while switches.analytics is on. Its host is environments.hosts.<active>.analytics.',
      ),
    ),
    monitoring: z.optional(
      describe(
        z.strictObject({
          endpoint: describe(
            url(),
            "Where the reports go: an absolute http(s) URL, or a path on the app's own origin. Each report is one JSON object sent with navigator.sendBeacon (as text/plain); the Content-Security-Policy allows this URL's origin.",
          ),
        }),
        "Uncaught errors, unhandled promise rejections and each page's Web Vitals (LCP, INP, CLS), sent to your endpoint once the page has loaded and the browser is idle. Reports name the page by its route-table id and carry no personal data: no query or fragment, emails, long numbers or tokens are masked. Left out, nothing is sent.",
      ),
    ),
    routes: describe(
      z.array(
        z.strictObject({
          path: describe(
            z.string().check(z.regex(/^\/[A-Za-z0-9/_:-]*$/)),
            'The URL path; :name marks a parameter (e.g. /news/detail/:id).',
          ),
          page: describe(z.enum(pageIds), 'Id of the page the route shows: one of the pages of the app.'),
          signIn: describe(z.boolean(), 'true: a signed-out visitor is sent to sign in first.'),
          feature: describe(
            z.optional(z.enum(featureIds)),
            'The feature switch that must be on for this route to exist.',
          ),
          switch: describe(
            z.optional(z.enum(switchIds)),
            'The other switch (switches.<id>, e.g. bulletin for the announcement pages) that must be on for this route to exist.',
          ),
        }),
      ),
      'The route table: path -> page, whether sign-in is needed and which feature or switch gates it.',
    ),
    environments: describe(
      z.strictObject({
        active: describe(z.enum(environmentIds), 'The environment whose hosts the app calls.'),
        hosts: describe(
          z.strictObject(
            Object.fromEntries(environmentIds.map((id) => [id, hostSet])) as {
              [P in (typeof environmentIds)[number]]: typeof hostSet;
            },
          ),
          'The hosts of each environment.',
        ),
      }),
      'Backend environments.',
    ),
    languages: describe(
      z.strictObject({
        default: describe(z.enum(languageIds), 'Language used when neither the address nor a stored choice names one.'),
        selectable: describe(
          z.array(z.enum(languageIds)).check(z.minLength(1)),
          'Languages offered in the language list.',
        ),
      }),
      'Languages.',
    ),
    currency: describe(
      z.strictObject({
        default: describe(
          z.string().check(z.regex(/^[A-Z]{3}$/)),
          'Fiat currency prices are shown in until the customer picks one (ISO code).',
        ),
      }),
      'Display currency.',
    ),
    theme: describe(
      z.strictObject({
        defaultMode: describe(
          z.enum(themeModes),
          'Theme mode used until the customer picks one; system follows the device.',
        ),
        upColor: z.optional(
          describe(
            z.strictObject({
              default: describe(z.enum(upColors), 'green-up: a rise is green; red-up: a rise is red.'),
              languages: z.optional(
                describe(
                  z.partialRecord(z.enum(languageIds), z.enum(upColors)),
                  'The default per page language, e.g. { "zh-CN": "red-up" }.',
                ),
              ),
            }),
            'Up colour used until the customer picks one (green-up when left out).',
          ),
        ),
      }),
      'Theme mode and up colour used until the customer switches them.',
    ),
    constants: describe(
      z.strictObject({
        requestTimeoutMs: describe(
          z.number().check(z.int(), z.minimum(1000), z.maximum(300_000)),
          'Timeout of every call.',
        ),
        listScrollHeightPx: describe(z.number().check(z.int(), z.minimum(80)), 'Default scroll height of lists.'),
        debounceMs: describe(z.number().check(z.int(), z.minimum(0)), 'Default debounce of inputs.'),
        latestAnnouncements: describe(
          z.number().check(z.int(), z.minimum(1), z.maximum(20)),
          'Announcements in the header popover.',
        ),
        mobileBreakpointPx: describe(
          z.number().check(z.int(), z.minimum(320)),
          'Below this width the mobile layout applies.',
        ),
        fixedHeaderScrollPx: describe(
          z.number().check(z.int(), z.minimum(0)),
          'Scrolling further than this fixes the header.',
        ),
        fontTimeoutMs: describe(z.number().check(z.int(), z.minimum(0)), 'How long to wait for web fonts.'),
        scrollbarMinThumbPx: describe(z.number().check(z.int(), z.minimum(1)), 'Minimum scrollbar thumb size.'),
        qrCode: describe(
          z.strictObject({
            size: z.number().check(z.int(), z.minimum(64)),
            level: z.enum(['L', 'M', 'Q', 'H']),
            typeNumber: z.number().check(z.int(), z.minimum(0), z.maximum(40)),
          }),
          'QR codes: size in px, error correction level, type number.',
        ),
        compactAbove: describe(
          z.number().check(z.minimum(0)),
          'Numbers above this show with an M suffix in compact displays.',
        ),
        fallbackDecimals: describe(
          z.number().check(z.int(), z.minimum(0), z.maximum(18)),
          'Decimals when a value has no precision of its own.',
        ),
        numberPlaces: describe(
          z.number().check(z.int(), z.minimum(0), z.maximum(18)),
          'Decimal places the number library works to.',
        ),
      }),
      'Business constants.',
    ),
  }),
  'exchange-web site configuration. Operators edit this file only; the app reads it at start-up.',
);

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type FeatureId = (typeof featureIds)[number];
export type HomeSectionId = (typeof homeSectionIds)[number];
export type HeaderItemId = (typeof headerItemIds)[number];
export type NavLinkId = (typeof navLinkIds)[number];
export type FooterItemId = (typeof footerItemIds)[number];
export type SwitchId = (typeof switchIds)[number];
export type HostId = (typeof hostIds)[number];
export type LanguageId = (typeof languageIds)[number];
export type HostSet = SiteConfig['environments']['hosts'][(typeof environmentIds)[number]];
export type ChatConfig = NonNullable<SiteConfig['chat']>;
export type AnalyticsConfig = NonNullable<SiteConfig['analytics']>;
export type MonitoringConfig = NonNullable<SiteConfig['monitoring']>;
export type BrandTheme = NonNullable<SiteConfig['brand']['theme']>;
export type PaletteToken = (typeof paletteTokens)[number];
export type ThemeModeSetting = (typeof themeModes)[number];
export type UpColor = (typeof upColors)[number];
export type RouteEntry = SiteConfig['routes'][number];

/** Foundation calls about the site itself: identity, footer content, legal documents, banners, apps. */
import type { components } from '../../generated/base.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { seedKycCountries } from '../seed/foundation-kyc.ts';
import { callLanguage, type Language } from '../seed/foundation-l10n.ts';
import {
  contactLines,
  copyRight,
  footerGroups,
  friendLinks,
  shareLinks,
  siteHostNames,
  siteIdentity,
  siteTexts,
} from '../seed/foundation-site.ts';
import { bannerPicturePath } from '../seed/banner-pictures.ts';
import { badgeUrl, gradientPictureSvg, svgDataUri } from '../seed/foundation-svg.ts';
import type { ProtocolRecord } from './foundation.state.ts';

type WebSite = components['schemas']['WebSite'];
type ProtocolDocument = components['schemas']['ProtocolDocument'];

const webSite = (language: Language): WebSite => ({
  Id: siteIdentity.Id,
  Name: siteIdentity.Name,
  Domain: siteIdentity.Domain,
  LogoUrl: badgeUrl('SE', 215),
  DefaultLanguage: siteIdentity.DefaultLanguage,
  DefaultCurrency: siteIdentity.DefaultCurrency,
  SupportEmail: siteIdentity.SupportEmail,
  Description: siteTexts.description[language],
  About: siteTexts.about[language],
  ShareImageUrl: siteTexts.shareImageUrl,
});

/** The host name of an address given with or without scheme, port and path; null when unreadable. */
function hostNameOf(address: string): string | null {
  try {
    return new URL(address.includes('://') ? address : `http://${address}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

const protocolPage = (type: string): string => `/service?type=${type}`;

const toDocument = (doc: ProtocolRecord, language: Language): ProtocolDocument => ({
  Id: doc.Id,
  Type: doc.Type,
  Title: doc.title[language],
  Content: doc.content[language],
  UpdateTime: doc.UpdateTime,
});

export const siteHandlers = {
  newWebSiteGetSingleWebSite: (ctx) => webSite(ctx.language),

  newWebSiteGetWebSiteByUrl: (ctx) => {
    const host = hostNameOf(ctx.query.url);
    if (!host || !siteHostNames.includes(host))
      throw new SandboxFault(codes.notFound, `No site is served at ${ctx.query.url}`);
    return webSite(ctx.language);
  },

  commonSettingGetContactUs: (ctx) => ({
    Cooperation: contactLines.cooperation[ctx.language].replace('{email}', siteIdentity.BusinessEmail),
    CustomerService: contactLines.customerService[ctx.language].replace('{email}', siteIdentity.SupportEmail),
    CopyRight: copyRight[ctx.language],
    Data: shareLinks.map((link) => ({ Name: link.Name, Logo: badgeUrl(link.Letters, link.Hue), Url: link.Url })),
  }),

  commonSettingGetFooterLinks: (ctx) =>
    footerGroups.map((group) => ({
      Title: group.title[ctx.language],
      Links: group.links.map((link) => ({ Title: link.title[ctx.language], Url: link.Url })),
    })),

  commonSettingGetFreindLinks: () => friendLinks.map((link) => ({ ...link })),

  commonSettingGetProtocolLinks: (ctx) =>
    ctx.state.foundation.protocols.map((doc) => ({
      Type: doc.Type,
      Title: doc.title[ctx.language],
      Url: protocolPage(doc.Type),
    })),

  protocolGetList: (ctx) =>
    ctx.state.foundation.protocols
      .filter((doc) => !ctx.query.type || doc.Type === ctx.query.type)
      .map((doc) => toDocument(doc, ctx.query.languageCode)),

  protocolGetProtocol: (ctx) => {
    const doc = ctx.state.foundation.protocols.find((d) => d.Id === ctx.query.id);
    if (!doc) throw new SandboxFault(codes.notFound, `No legal document with id ${ctx.query.id}`);
    return toDocument(doc, ctx.query.languageCode);
  },

  settingGetKYCCountrySetting: (ctx) =>
    seedKycCountries.map((country) => ({
      Code: country.Code,
      Name: country.name[ctx.language],
      AreaCode: country.AreaCode,
      KycSupported: country.KycSupported,
      IdTypes: [...country.IdTypes],
    })),

  versionNewAll: (ctx) => ctx.state.foundation.appReleases.map((release) => ({ ...release })),

  subBannerGetBannerList: (ctx) => {
    const language = callLanguage(ctx, ctx.query.languageCode);
    const type = ctx.query.type ?? 'home';
    const pictureKb = ctx.state.foundation.bannerPictureKb;
    return ctx.state.foundation.banners
      .filter((banner) => banner.type === type)
      .sort((a, b) => a.Sort - b.Sort)
      .map((banner) => ({
        Id: banner.Id,
        Title: banner.title[language],
        SubTitle: banner.subTitle[language],
        ImageUrl: pictureKb
          ? bannerPicturePath(banner.Id, pictureKb)
          : svgDataUri(gradientPictureSvg(1200, 400, banner.Hue, banner.title[language], banner.subTitle[language])),
        LinkUrl: banner.LinkUrl,
        Sort: banner.Sort,
      }));
  },
} satisfies ModuleHandlers;

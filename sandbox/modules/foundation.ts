/** Foundation module handlers: announcements here, site content and coins in their own files. */
import type { components } from '../../generated/base.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import { callLanguage, matchesKeyword, type Language } from '../seed/foundation-l10n.ts';
import { coinHandlers } from './foundation-coins.ts';
import { newestFirst } from './foundation-lists.ts';
import { siteHandlers } from './foundation-site.ts';
import type { AnnouncementRecord } from './foundation.state.ts';

type Announcement = components['schemas']['Announcement'];

/** The header's popover shows this many when the call does not say (spec: latest announcements count). */
const latestCount = 5;

const toAnnouncement = (record: AnnouncementRecord, language: Language): Announcement => ({
  Id: record.Id,
  Title: record.title[language],
  IsHot: record.IsHot,
  CreateTime: record.CreateTime,
  Type: record.Type,
});

const newest = (records: AnnouncementRecord[]): AnnouncementRecord[] => [...records].sort(newestFirst);

const neighbour = (record: AnnouncementRecord | undefined, language: Language) =>
  record ? { Id: record.Id, Title: record.title[language] } : null;

const announcementHandlers = {
  announcementGetAppAnnouncementPageList: (ctx) => {
    const { PageIndex, PageRows, LanguageType, Keyword, Type } = ctx.body;
    const matching = newest(ctx.state.foundation.announcements)
      .filter((record) => !Type || record.Type === Type)
      .map((record) => toAnnouncement(record, LanguageType))
      .filter((announcement) => matchesKeyword(Keyword, announcement.Title));
    return pageOf(matching, { PageIndex, PageRows });
  },

  announcementGetAppLatestAnnouncement: (ctx) =>
    newest(ctx.state.foundation.announcements)
      .slice(0, ctx.body.top ?? latestCount)
      .map((record) => toAnnouncement(record, ctx.body.LanguageType)),

  /** Previous is the next newer announcement, Next the next older one (the list's order). */
  announcementGetAppAnnouncement: (ctx) => {
    const list = newest(ctx.state.foundation.announcements);
    const at = list.findIndex((a) => a.Id === ctx.query.id);
    if (at < 0) throw new SandboxFault(codes.notFound, `No announcement with id ${ctx.query.id}`);
    const language = callLanguage(ctx, ctx.query.languageCode);
    return {
      ...toAnnouncement(list[at], language),
      Content: list[at].content[language],
      Previous: neighbour(list[at - 1], language),
      Next: neighbour(list[at + 1], language),
    };
  },
} satisfies ModuleHandlers;

export const foundationHandlers = {
  ...announcementHandlers,
  ...siteHandlers,
  ...coinHandlers,
} satisfies ModuleHandlers;

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
});

const newest = (records: AnnouncementRecord[]): AnnouncementRecord[] => [...records].sort(newestFirst);

const announcementHandlers = {
  announcementGetAppAnnouncementPageList: (ctx) => {
    const { PageIndex, PageRows, LanguageType, Keyword } = ctx.body;
    const matching = newest(ctx.state.foundation.announcements)
      .map((record) => toAnnouncement(record, LanguageType))
      .filter((announcement) => matchesKeyword(Keyword, announcement.Title));
    return pageOf(matching, { PageIndex, PageRows });
  },

  announcementGetAppLatestAnnouncement: (ctx) =>
    newest(ctx.state.foundation.announcements)
      .slice(0, ctx.body.top ?? latestCount)
      .map((record) => toAnnouncement(record, ctx.body.LanguageType)),

  announcementGetAppAnnouncement: (ctx) => {
    const record = ctx.state.foundation.announcements.find((a) => a.Id === ctx.query.id);
    if (!record) throw new SandboxFault(codes.notFound, `No announcement with id ${ctx.query.id}`);
    const language = callLanguage(ctx, ctx.query.languageCode);
    return { ...toAnnouncement(record, language), Content: record.content[language] };
  },
} satisfies ModuleHandlers;

export const foundationHandlers = { ...announcementHandlers, ...siteHandlers, ...coinHandlers } satisfies ModuleHandlers;

/** News module handlers: article lists, the carousel, one article, and article pictures as bytes. */
import type { components } from '../../generated/base.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import type { ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import type { Language } from '../seed/foundation-l10n.ts';
import { gradientPictureSvg, svgDataUri } from '../seed/foundation-svg.ts';
import { newestFirst } from './foundation-lists.ts';
import type { NewsArticleRecord, NewsState } from './news.state.ts';

type NewsSummary = components['schemas']['NewsSummary'];

/** The carousel shows this many articles. */
const rotationSize = 3;

const coverResourceId = (article: NewsArticleRecord): string => `news-${article.Id}-cover`;

const coverSvg = (article: NewsArticleRecord, language: Language, scale: number): string =>
  gradientPictureSvg(600 * scale, 320 * scale, article.hue, article.title[language]);

const attachmentResourceId = (article: NewsArticleRecord, key: string): string => `news-${article.Id}-${key}`;

/** The picture behind a resource id (a cover at full size, or an attachment), in `language`; null when there is none. */
function resourceSvg(news: NewsState, resourceId: string, language: Language): string | null {
  for (const article of news.articles) {
    if (coverResourceId(article) === resourceId) return coverSvg(article, language, 2);
    const attachment = article.attachments?.find((a) => attachmentResourceId(article, a.key) === resourceId);
    if (attachment) return gradientPictureSvg(1200, 640, attachment.hue, attachment.title[language]);
  }
  return null;
}

const toSummary = (article: NewsArticleRecord, language: Language): NewsSummary => ({
  Id: article.Id,
  Title: article.title[language],
  Summary: article.summary[language],
  CoverUrl: svgDataUri(coverSvg(article, language, 1)),
  CoverResourceId: coverResourceId(article),
  CreateTime: article.CreateTime,
  Type: article.Type,
  ReadCount: article.ReadCount,
});

const newest = (news: NewsState, type?: NewsArticleRecord['Type']): NewsArticleRecord[] =>
  news.articles.filter((article) => !type || article.Type === type).sort(newestFirst);

export const newsHandlers = {
  newsGetNewsPageList: (ctx) => {
    const { PageIndex, PageRows, languageCode, type } = ctx.body;
    return pageOf(
      newest(ctx.state.news, type).map((article) => toSummary(article, languageCode)),
      { PageIndex, PageRows },
    );
  },

  newsGetRotationList: (ctx) =>
    newest(ctx.state.news, ctx.query.type)
      .slice(0, rotationSize)
      .map((article) => toSummary(article, ctx.query.languageCode)),

  newsGetNewsById: (ctx) => {
    const article = ctx.state.news.articles.find((a) => a.Id === ctx.query.id);
    if (!article) throw new SandboxFault(codes.notFound, `No news article with id ${ctx.query.id}`);
    article.ReadCount += 1;
    const language = ctx.query.languageCode;
    return {
      ...toSummary(article, language),
      Content: article.content[language],
      Attachments: (article.attachments ?? []).map((a) => ({
        ResourceId: attachmentResourceId(article, a.key),
        Title: a.title[language],
      })),
    };
  },

  /** Pictures carry the title, so the LanguageCode header decides their language. */
  newsGetNewsResource: (ctx) => {
    const svg = resourceSvg(ctx.state.news, ctx.body.ResourceId, ctx.language);
    if (svg === null) throw new SandboxFault(codes.notFound, `No news resource ${ctx.body.ResourceId}`);
    return { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(svg) };
  },
} satisfies ModuleHandlers;

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
    return { ...toSummary(article, ctx.query.languageCode), Content: article.content[ctx.query.languageCode] };
  },

  /** Pictures carry the title, so the LanguageCode header decides their language. */
  newsGetNewsResource: (ctx) => {
    const article = ctx.state.news.articles.find((a) => coverResourceId(a) === ctx.body.ResourceId);
    if (!article) throw new SandboxFault(codes.notFound, `No news resource ${ctx.body.ResourceId}`);
    return { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(coverSvg(article, ctx.language, 2)) };
  },
} satisfies ModuleHandlers;

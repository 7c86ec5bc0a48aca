/**
 * The help centre's tutorial videos. Every one plays the same short sample file
 * (sandbox/media/tutorial-sample.webm, a few seconds of a moving picture); their captions are
 * WebVTT written from the texts here, in the languages each video lists.
 */
import { tr, type Language, type Localized } from './foundation-l10n.ts';

export interface SeedTutorialVideo {
  Id: number;
  slug: string;
  hue: number;
  /** Length in seconds, as the academy lists it. */
  Duration: number;
  title: Localized;
  /** The languages it has captions in. */
  captions: Language[];
}

export const seedTutorialVideos: SeedTutorialVideo[] = [
  {
    Id: 71,
    slug: 'register-and-verify',
    hue: 210,
    Duration: 185,
    captions: ['en', 'fr', 'zh-CN', 'zh-Hant'],
    title: tr(
      'Register and verify your identity',
      'S’inscrire et vérifier son identité',
      '注册并完成身份认证',
      '註冊並完成身分認證',
    ),
  },
  {
    Id: 72,
    slug: 'buy-usdt-with-naira',
    hue: 150,
    Duration: 242,
    captions: ['en', 'fr'],
    title: tr('Buy USDT with Naira', 'Acheter des USDT en naira', '用奈拉购买 USDT', '用奈拉購買 USDT'),
  },
  {
    Id: 73,
    slug: 'first-spot-order',
    hue: 30,
    Duration: 301,
    captions: ['en'],
    title: tr('Your first spot order', 'Votre premier ordre spot', '下第一笔现货订单', '下第一筆現貨訂單'),
  },
  {
    Id: 74,
    slug: 'withdraw-safely',
    hue: 0,
    Duration: 158,
    captions: [],
    title: tr('Withdraw safely', 'Retirer en toute sécurité', '安全提现', '安全提現'),
  },
];

/** Where the academy hosts the videos' pages (Url); the files themselves come from the sandbox. */
export const videoBaseUrl = 'https://academy.sandbox-exchange.example/videos/';

/** Where the sandbox serves the videos' files and captions (sandbox/http/media-routes.ts), on its own origin. */
export const mediaPrefix = '/__sandbox/media/';
export const videoPath = (id: number): string => `${mediaPrefix}tutorial-${id}.webm`;
export const captionsPath = (id: number, language: Language): string => `${mediaPrefix}tutorial-${id}.${language}.vtt`;

/** Each caption track's name, in its own language. */
export const captionLabels: Localized = { en: 'English', fr: 'Français', 'zh-CN': '简体中文', 'zh-Hant': '繁體中文' };

const followSteps = tr(
  'Follow the steps on the screen.',
  'Suivez les étapes à l’écran.',
  '请按照屏幕上的步骤操作。',
  '請依照螢幕上的步驟操作。',
);

/** The WebVTT captions of a video in one language: its title, then one instruction. */
export function captionsVtt(video: SeedTutorialVideo, language: Language): string {
  return [
    'WEBVTT',
    '',
    '1',
    '00:00:00.000 --> 00:00:01.500',
    video.title[language],
    '',
    '2',
    '00:00:01.500 --> 00:00:03.000',
    followSteps[language],
    '',
  ].join('\n');
}

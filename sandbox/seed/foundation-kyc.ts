/** Identity verification: the countries it serves and the withdrawal limits of each level. */
import { tr, type Localized } from './foundation-l10n.ts';

export const idTypes = ['passport', 'id_card', 'driving_licence', 'residence_permit'] as const;
export type IdType = (typeof idTypes)[number];

export interface SeedKycCountry {
  Code: string;
  AreaCode: string;
  KycSupported: boolean;
  IdTypes: IdType[];
  name: Localized;
}

const full: IdType[] = ['passport', 'id_card', 'driving_licence'];
const europe: IdType[] = ['passport', 'id_card', 'driving_licence', 'residence_permit'];
const idOnly: IdType[] = ['passport', 'id_card'];

const country = (Code: string, AreaCode: string, IdTypes: IdType[], name: Localized): SeedKycCountry => ({
  Code,
  AreaCode,
  KycSupported: IdTypes.length > 0,
  IdTypes,
  name,
});

/** Nigeria first: it is the exchange's home market. The United States is not served. */
export const seedKycCountries: SeedKycCountry[] = [
  country('NG', '234', full, tr('Nigeria', 'Nigeria', '尼日利亚', '奈及利亞')),
  country('GH', '233', full, tr('Ghana', 'Ghana', '加纳', '迦納')),
  country('KE', '254', full, tr('Kenya', 'Kenya', '肯尼亚', '肯亞')),
  country('ZA', '27', full, tr('South Africa', 'Afrique du Sud', '南非', '南非')),
  country('CI', '225', full, tr('Côte d’Ivoire', 'Côte d’Ivoire', '科特迪瓦', '象牙海岸')),
  country('SN', '221', full, tr('Senegal', 'Sénégal', '塞内加尔', '塞內加爾')),
  country('CM', '237', full, tr('Cameroon', 'Cameroun', '喀麦隆', '喀麥隆')),
  country('FR', '33', europe, tr('France', 'France', '法国', '法國')),
  country('BE', '32', europe, tr('Belgium', 'Belgique', '比利时', '比利時')),
  country('CH', '41', europe, tr('Switzerland', 'Suisse', '瑞士', '瑞士')),
  country('DE', '49', europe, tr('Germany', 'Allemagne', '德国', '德國')),
  country(
    'GB',
    '44',
    ['passport', 'driving_licence', 'residence_permit'],
    tr('United Kingdom', 'Royaume-Uni', '英国', '英國'),
  ),
  country('CA', '1', full, tr('Canada', 'Canada', '加拿大', '加拿大')),
  country('US', '1', [], tr('United States', 'États-Unis', '美国', '美國')),
  country('BR', '55', full, tr('Brazil', 'Brésil', '巴西', '巴西')),
  country('AR', '54', full, tr('Argentina', 'Argentine', '阿根廷', '阿根廷')),
  country('MX', '52', full, tr('Mexico', 'Mexique', '墨西哥', '墨西哥')),
  country('CN', '86', idOnly, tr('China', 'Chine', '中国', '中國')),
  country('HK', '852', idOnly, tr('Hong Kong', 'Hong Kong', '中国香港', '香港')),
  country('TW', '886', idOnly, tr('Taiwan', 'Taïwan', '中国台湾', '台灣')),
  country('SG', '65', idOnly, tr('Singapore', 'Singapour', '新加坡', '新加坡')),
  country('JP', '81', full, tr('Japan', 'Japon', '日本', '日本')),
  country('KR', '82', full, tr('South Korea', 'Corée du Sud', '韩国', '韓國')),
  country('VN', '84', idOnly, tr('Vietnam', 'Viêt Nam', '越南', '越南')),
  country('IN', '91', full, tr('India', 'Inde', '印度', '印度')),
  country(
    'AE',
    '971',
    ['passport', 'residence_permit'],
    tr('United Arab Emirates', 'Émirats arabes unis', '阿联酋', '阿聯酋'),
  ),
];

export interface SeedKycLevel {
  Level: number;
  /** Most a customer of this level may withdraw per day, in USDT. */
  DailyWithdrawLimit: string;
  name: Localized;
  requirements: Localized;
}

export const seedKycLevels: SeedKycLevel[] = [
  {
    Level: 0,
    DailyWithdrawLimit: '1000',
    name: tr('Unverified', 'Non vérifié', '未认证', '未認證'),
    requirements: tr(
      'A confirmed phone number or email address.',
      'Un numéro de téléphone ou une adresse e-mail confirmés.',
      '已验证的手机号或邮箱。',
      '已驗證的手機號碼或電子郵件。',
    ),
  },
  {
    Level: 1,
    DailyWithdrawLimit: '20000',
    name: tr('Level 1', 'Niveau 1', '一级认证', '一級認證'),
    requirements: tr(
      'Your full name, country and ID number.',
      'Vos nom complet, pays et numéro de pièce d’identité.',
      '真实姓名、国家和证件号码。',
      '真實姓名、國家和證件號碼。',
    ),
  },
  {
    Level: 2,
    DailyWithdrawLimit: '200000',
    name: tr('Level 2', 'Niveau 2', '二级认证', '二級認證'),
    requirements: tr(
      'A photo of your ID document and a selfie.',
      'Une photo de votre pièce d’identité et un selfie.',
      '证件照片和自拍照。',
      '證件照片和自拍照。',
    ),
  },
  {
    Level: 3,
    DailyWithdrawLimit: '1000000',
    name: tr('Level 3', 'Niveau 3', '三级认证', '三級認證'),
    requirements: tr(
      'A proof of address less than three months old.',
      'Un justificatif de domicile de moins de trois mois.',
      '三个月内的住址证明。',
      '三個月內的住址證明。',
    ),
  },
];

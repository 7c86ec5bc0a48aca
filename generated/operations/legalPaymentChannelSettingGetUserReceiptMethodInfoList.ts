// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalPaymentChannelSettingGetUserReceiptMethodInfoList = { id: 'legalPaymentChannelSettingGetUserReceiptMethodInfoList', host: 'base', method: 'post', path: '/api/idcm/otc/LegalPaymentChannelSetting/GetUserReceiptMethodInfoList' } as const;

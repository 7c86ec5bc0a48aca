// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const legalPaymentChannelSettingCreateReceiptPaymentMethodAsync = { id: 'legalPaymentChannelSettingCreateReceiptPaymentMethodAsync', host: 'base', method: 'post', path: '/api/idcm/otc/LegalPaymentChannelSetting/CreateReceiptPaymentMethodAsync' } as const;

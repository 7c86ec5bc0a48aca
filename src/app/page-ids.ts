/** Every page the route table may name; src/app/pages.ts maps each to its component in its own chunk. */
export const pageIds = ['home', 'about', 'download', 'update', 'error', 'notFound', 'serverError', 'login', 'register', 'findPassword', 'setPassword', 'securityItem', 'invite', 'accountUserInfo', 'accountSettings', 'accountGoogle', 'accountVerification', 'apiKeys', 'apiKeyEdit', 'apiDocument', 'flashExchange', 'earn', 'earnRecords', 'fiat', 'fiatPayment', 'fiatKlicklPay', 'fiatKlicklPayStatus', 'fiatPivotPay', 'fiatFacilitaPay', 'fiatFacilitaPayBankList', 'fiatFacilitaPayAddBank', 'fiatPaymentLimit', 'fiatPaymentOrders', 'twinkle', 'twinkleDetails', 'missions', 'missionDetails', 'fundingCenter'] as const;

export type PageId = (typeof pageIds)[number];

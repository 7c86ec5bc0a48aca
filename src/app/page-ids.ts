/** Every page the route table may name; src/app/pages.ts maps each to its component in its own chunk. */
export const pageIds = ['home', 'about', 'download', 'update', 'error', 'notFound', 'serverError', 'login', 'register', 'findPassword', 'setPassword', 'securityItem', 'invite', 'accountUserInfo', 'accountSettings', 'accountGoogle', 'accountVerification', 'apiKeys', 'apiKeyEdit', 'apiDocument', 'tradingOrders', 'futuresOrders'] as const;

export type PageId = (typeof pageIds)[number];

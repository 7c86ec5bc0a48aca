// Generated from schema/openapi/*.yaml by `npm run generate`. Do not edit by hand.

/** Operations whose request body is form-encoded, as "METHOD /path", by host. */
export const formEncodedOperations: Record<'base' | 'futures' | 'maintenance', readonly string[]> = {
  base: ['POST /api/idcm/foundation/app/Announcement/GetAppLatestAnnouncement', 'POST /api/idcm/otc/LegalPayment/GetReceiptPaymentMethodFormAsync', 'POST /api/idcm/otc/LegalPaymentChannelSetting/DeleteUserReceiptMethodInfoDetail'],
  futures: ['POST /api/account/GetEnumType', 'POST /api/account/AddToFavorites', 'POST /api/account/RemoveFavorites'],
  maintenance: [],
};

// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const digitalFiatDfcDropdownList = { id: 'digitalFiatDfcDropdownList', host: 'base', method: 'get', path: '/api/idcm/dfc/DigitalFiat/DfcDropdownList' } as const;

// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const announcementGetAppAnnouncementPageList = { id: 'announcementGetAppAnnouncementPageList', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Announcement/GetAppAnnouncementPageList' } as const;

// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const announcementGetAppAnnouncement = { id: 'announcementGetAppAnnouncement', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Announcement/GetAppAnnouncement' } as const;

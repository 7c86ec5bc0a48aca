// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const announcementGetAppLatestAnnouncement = { id: 'announcementGetAppLatestAnnouncement', host: 'base', method: 'post', path: '/api/idcm/foundation/app/Announcement/GetAppLatestAnnouncement' } as const;

import * as adminBlogAdd from '@/app/admin/blogs/add/route';
import * as adminBlogDelete from '@/app/admin/blogs/delete/[id]/route';
import * as adminBlogGet from '@/app/admin/blog/[blogID]/route';
import * as adminBlogList from '@/app/admin/blogs/get/route';
import * as adminBlogUpdate from '@/app/admin/blog/update/[blogID]/route';
import * as adminContactDelete from '@/app/admin/main/contact/delete/[id]/route';
import * as adminContactExport from '@/app/admin/main/contact/export/route';
import * as adminContactNotify from '@/app/admin/main/contact/notify/[id]/route';
import * as adminContactUpdate from '@/app/admin/main/contact/update/[id]/route';
import * as adminMain from '@/app/admin/main/get/route';
import * as adminMemberGet from '@/app/admin/member/[memberID]/route';
import * as adminMemberUpdate from '@/app/admin/member/update/[memberID]/route';
import * as adminProjectAdd from '@/app/admin/projects/add/route';
import * as adminProjectDelete from '@/app/admin/projects/delete/[id]/route';
import * as adminProjectGet from '@/app/admin/project/[projectID]/route';
import * as adminProjectList from '@/app/admin/projects/get/route';
import * as adminProjectUpdate from '@/app/admin/project/update/[projectID]/route';
import * as adminReviewAdd from '@/app/admin/reviews/add/route';
import * as adminReviewDelete from '@/app/admin/reviews/delete/[id]/route';
import * as adminReviewGet from '@/app/admin/review/[reviewID]/route';
import * as adminReviewList from '@/app/admin/reviews/get/route';
import * as adminReviewUpdate from '@/app/admin/review/update/[reviewID]/route';
import * as adminTeamAdd from '@/app/admin/team/add/route';
import * as adminTeamDelete from '@/app/admin/team/delete/[id]/route';
import * as adminTeamList from '@/app/admin/team/get/route';
import * as adminTrashDelete from '@/app/admin/trash/delete/[id]/route';
import * as adminTrashList from '@/app/admin/trash/get/route';
import * as adminTrashRestore from '@/app/admin/trash/restore/[id]/route';
import * as authSignup from '@/app/auth/signup/route';
import * as authUserDelete from '@/app/auth/user/delete/[id]/route';
import * as authUsers from '@/app/auth/users/route';
import * as publicBlogs from '@/app/frontend/blogs/get/route';
import * as publicBlogsMain from '@/app/frontend/blogs/get-main/route';
import * as publicComment from '@/app/frontend/blog/add-comment/[blogId]/route';
import * as publicContact from '@/app/frontend/contact/send/route';
import * as publicProjects from '@/app/frontend/projects/get/route';
import * as publicReviews from '@/app/frontend/reviews/get/route';
import * as publicTeam from '@/app/frontend/team/get/route';
import * as login from '@/app/api/auth/login/route';
import * as adminBlogPending from '@/app/admin/blog/pending/[blogID]/route';
import * as adminBlogPublish from '@/app/admin/blog/pending/[blogID]/publish/route';
import * as adminBlogPreviews from '@/app/admin/blog/previews/[blogID]/route';
import * as adminBlogPreviewRevoke from '@/app/admin/blog/previews/revoke/[linkID]/route';
import * as adminCommentsGet from '@/app/admin/comments/get/route';
import * as adminCommentsModerate from '@/app/admin/comments/moderate/route';
import * as adminFaqGet from '@/app/admin/faq/[faqID]/route';
import * as adminFaqUpdate from '@/app/admin/faq/update/[faqID]/route';
import * as adminFaqAdd from '@/app/admin/faqs/add/route';
import * as adminFaqDelete from '@/app/admin/faqs/delete/[id]/route';
import * as adminFaqList from '@/app/admin/faqs/get/route';
import * as adminServiceGet from '@/app/admin/service/[serviceID]/route';
import * as adminServiceUpdate from '@/app/admin/service/update/[serviceID]/route';
import * as adminServiceAdd from '@/app/admin/services/add/route';
import * as adminServiceDelete from '@/app/admin/services/delete/[id]/route';
import * as adminServiceList from '@/app/admin/services/get/route';
import * as adminSettingsGet from '@/app/admin/settings/get/route';
import * as adminSettingsUpdate from '@/app/admin/settings/update/route';
import * as adminRedirectUpdate from '@/app/admin/redirect/update/[id]/route';
import * as adminRedirectAdd from '@/app/admin/redirects/add/route';
import * as adminRedirectDelete from '@/app/admin/redirects/delete/[id]/route';
import * as adminRedirectList from '@/app/admin/redirects/get/route';
import * as authPassword from '@/app/auth/password/route';
import * as authUserRole from '@/app/auth/user/role/[id]/route';

export const routes = {
  publicProjects,
  publicReviews,
  publicBlogsMain,
  publicBlogs,
  publicComment,
  publicTeam,
  publicContact,
  login,
  authUsers,
  authSignup,
  authUserDelete,
  adminMain,
  adminContactDelete,
  adminContactUpdate,
  adminContactNotify,
  adminContactExport,
  adminProjectList,
  adminProjectAdd,
  adminProjectGet,
  adminProjectUpdate,
  adminProjectDelete,
  adminTeamList,
  adminTeamAdd,
  adminMemberGet,
  adminMemberUpdate,
  adminTeamDelete,
  adminReviewList,
  adminReviewAdd,
  adminReviewGet,
  adminReviewUpdate,
  adminReviewDelete,
  adminBlogList,
  adminBlogAdd,
  adminBlogGet,
  adminBlogUpdate,
  adminBlogDelete,
};

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: unknown;
  params?: Record<string, string>;
  body?: 'json' | 'form';
}

export interface PanelEndpoint extends Endpoint {
  /** Whether an editor may use it (an admin may use every one, a `user` none). */
  editor: boolean;
}

const ID = '65f1a1000000000000000001';

/**
 * Every endpoint of the panel's API (the admin API less POST /auth/login), with whether an
 * editor may use it: the explicit list the access tests hold lib/auth/permissions.ts to.
 */
export const ADMIN_ENDPOINTS: PanelEndpoint[] = [
  { method: 'GET', path: '/auth/users', editor: false, handler: authUsers.GET },
  { method: 'POST', path: '/auth/signup', editor: false, handler: authSignup.POST, body: 'json' },
  {
    method: 'DELETE',
    path: `/auth/user/delete/${ID}`,
    editor: false,
    handler: authUserDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/main/get', editor: false, handler: adminMain.GET },
  {
    method: 'DELETE',
    path: `/admin/main/contact/delete/${ID}`,
    editor: false,
    handler: adminContactDelete.DELETE,
    params: { id: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/main/contact/update/${ID}`,
    editor: false,
    handler: adminContactUpdate.PATCH,
    params: { id: ID },
    body: 'json',
  },
  {
    method: 'POST',
    path: `/admin/main/contact/notify/${ID}`,
    editor: false,
    handler: adminContactNotify.POST,
    params: { id: ID },
  },
  {
    method: 'GET',
    path: '/admin/main/contact/export',
    editor: false,
    handler: adminContactExport.GET,
  },
  { method: 'GET', path: '/admin/projects/get', editor: true, handler: adminProjectList.GET },
  {
    method: 'POST',
    path: '/admin/projects/add',
    editor: true,
    handler: adminProjectAdd.POST,
    body: 'form',
  },
  {
    method: 'GET',
    path: `/admin/project/${ID}`,
    editor: true,
    handler: adminProjectGet.GET,
    params: { projectID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/project/update/${ID}`,
    editor: true,
    handler: adminProjectUpdate.PATCH,
    params: { projectID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/projects/delete/${ID}`,
    editor: true,
    handler: adminProjectDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/team/get', editor: true, handler: adminTeamList.GET },
  {
    method: 'POST',
    path: '/admin/team/add',
    editor: true,
    handler: adminTeamAdd.POST,
    body: 'form',
  },
  {
    method: 'GET',
    path: `/admin/member/${ID}`,
    editor: true,
    handler: adminMemberGet.GET,
    params: { memberID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/member/update/${ID}`,
    editor: true,
    handler: adminMemberUpdate.PATCH,
    params: { memberID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/team/delete/${ID}`,
    editor: true,
    handler: adminTeamDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/reviews/get', editor: true, handler: adminReviewList.GET },
  {
    method: 'POST',
    path: '/admin/reviews/add',
    editor: true,
    handler: adminReviewAdd.POST,
    body: 'form',
  },
  {
    method: 'GET',
    path: `/admin/review/${ID}`,
    editor: true,
    handler: adminReviewGet.GET,
    params: { reviewID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/review/update/${ID}`,
    editor: true,
    handler: adminReviewUpdate.PATCH,
    params: { reviewID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/reviews/delete/${ID}`,
    editor: true,
    handler: adminReviewDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/blogs/get', editor: true, handler: adminBlogList.GET },
  {
    method: 'POST',
    path: '/admin/blogs/add',
    editor: true,
    handler: adminBlogAdd.POST,
    body: 'form',
  },
  {
    method: 'GET',
    path: `/admin/blog/${ID}`,
    editor: true,
    handler: adminBlogGet.GET,
    params: { blogID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/blog/update/${ID}`,
    editor: true,
    handler: adminBlogUpdate.PATCH,
    params: { blogID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/blogs/delete/${ID}`,
    editor: true,
    handler: adminBlogDelete.DELETE,
    params: { id: ID },
  },
  {
    method: 'PATCH',
    path: `/auth/user/role/${ID}`,
    editor: false,
    handler: authUserRole.PATCH,
    params: { id: ID },
    body: 'json',
  },
  {
    method: 'PATCH',
    path: '/auth/password',
    editor: true,
    handler: authPassword.PATCH,
    body: 'json',
  },
  { method: 'GET', path: '/admin/settings/get', editor: false, handler: adminSettingsGet.GET },
  {
    method: 'PATCH',
    path: '/admin/settings/update',
    editor: false,
    handler: adminSettingsUpdate.PATCH,
    body: 'json',
  },
  { method: 'GET', path: '/admin/redirects/get', editor: false, handler: adminRedirectList.GET },
  {
    method: 'POST',
    path: '/admin/redirects/add',
    editor: false,
    handler: adminRedirectAdd.POST,
    body: 'json',
  },
  {
    method: 'PATCH',
    path: `/admin/redirect/update/${ID}`,
    editor: false,
    handler: adminRedirectUpdate.PATCH,
    params: { id: ID },
    body: 'json',
  },
  {
    method: 'DELETE',
    path: `/admin/redirects/delete/${ID}`,
    editor: false,
    handler: adminRedirectDelete.DELETE,
    params: { id: ID },
  },
  {
    method: 'PUT',
    path: `/admin/blog/pending/${ID}`,
    editor: true,
    handler: adminBlogPending.PUT,
    params: { blogID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/blog/pending/${ID}`,
    editor: true,
    handler: adminBlogPending.DELETE,
    params: { blogID: ID },
  },
  {
    method: 'POST',
    path: `/admin/blog/pending/${ID}/publish`,
    editor: true,
    handler: adminBlogPublish.POST,
    params: { blogID: ID },
  },
  {
    method: 'GET',
    path: `/admin/blog/previews/${ID}`,
    editor: true,
    handler: adminBlogPreviews.GET,
    params: { blogID: ID },
  },
  {
    method: 'POST',
    path: `/admin/blog/previews/${ID}`,
    editor: true,
    handler: adminBlogPreviews.POST,
    params: { blogID: ID },
  },
  {
    method: 'DELETE',
    path: `/admin/blog/previews/revoke/${ID}`,
    editor: true,
    handler: adminBlogPreviewRevoke.DELETE,
    params: { linkID: ID },
  },
  { method: 'GET', path: '/admin/comments/get', editor: true, handler: adminCommentsGet.GET },
  {
    method: 'PATCH',
    path: '/admin/comments/moderate',
    editor: true,
    handler: adminCommentsModerate.PATCH,
    body: 'json',
  },
  { method: 'GET', path: '/admin/faqs/get', editor: true, handler: adminFaqList.GET },
  {
    method: 'POST',
    path: '/admin/faqs/add',
    editor: true,
    handler: adminFaqAdd.POST,
    body: 'json',
  },
  {
    method: 'GET',
    path: `/admin/faq/${ID}`,
    editor: true,
    handler: adminFaqGet.GET,
    params: { faqID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/faq/update/${ID}`,
    editor: true,
    handler: adminFaqUpdate.PATCH,
    params: { faqID: ID },
    body: 'json',
  },
  {
    method: 'DELETE',
    path: `/admin/faqs/delete/${ID}`,
    editor: true,
    handler: adminFaqDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/services/get', editor: true, handler: adminServiceList.GET },
  {
    method: 'POST',
    path: '/admin/services/add',
    editor: true,
    handler: adminServiceAdd.POST,
    body: 'json',
  },
  {
    method: 'GET',
    path: `/admin/service/${ID}`,
    editor: true,
    handler: adminServiceGet.GET,
    params: { serviceID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/service/update/${ID}`,
    editor: true,
    handler: adminServiceUpdate.PATCH,
    params: { serviceID: ID },
    body: 'json',
  },
  {
    method: 'DELETE',
    path: `/admin/services/delete/${ID}`,
    editor: true,
    handler: adminServiceDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/trash/get', editor: true, handler: adminTrashList.GET },
  {
    method: 'POST',
    path: `/admin/trash/restore/${ID}`,
    editor: true,
    handler: adminTrashRestore.POST,
    params: { id: ID },
  },
  {
    method: 'DELETE',
    path: `/admin/trash/delete/${ID}`,
    editor: true,
    handler: adminTrashDelete.DELETE,
    params: { id: ID },
  },
];

/** The public endpoints (POST /auth/login is public too). */
export const PUBLIC_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/frontend/projects/get', handler: publicProjects.GET },
  { method: 'GET', path: '/frontend/reviews/get', handler: publicReviews.GET },
  { method: 'GET', path: '/frontend/blogs/get-main', handler: publicBlogsMain.GET },
  { method: 'GET', path: '/frontend/blogs/get', handler: publicBlogs.GET },
  {
    method: 'POST',
    path: `/frontend/blog/add-comment/${ID}`,
    handler: publicComment.POST,
    params: { blogId: ID },
    body: 'json',
  },
  { method: 'GET', path: '/frontend/team/get', handler: publicTeam.GET },
  { method: 'POST', path: '/frontend/contact/send', handler: publicContact.POST, body: 'json' },
  { method: 'POST', path: '/auth/login', handler: login.POST, body: 'json' },
];

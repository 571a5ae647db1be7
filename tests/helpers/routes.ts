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
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  handler: unknown;
  params?: Record<string, string>;
  body?: 'json' | 'form';
}

const ID = '65f1a1000000000000000001';

/** Every endpoint that needs an admin: the admin API less POST /auth/login. */
export const ADMIN_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/auth/users', handler: authUsers.GET },
  { method: 'POST', path: '/auth/signup', handler: authSignup.POST, body: 'json' },
  {
    method: 'DELETE',
    path: `/auth/user/delete/${ID}`,
    handler: authUserDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/main/get', handler: adminMain.GET },
  {
    method: 'DELETE',
    path: `/admin/main/contact/delete/${ID}`,
    handler: adminContactDelete.DELETE,
    params: { id: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/main/contact/update/${ID}`,
    handler: adminContactUpdate.PATCH,
    params: { id: ID },
    body: 'json',
  },
  {
    method: 'POST',
    path: `/admin/main/contact/notify/${ID}`,
    handler: adminContactNotify.POST,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/main/contact/export', handler: adminContactExport.GET },
  { method: 'GET', path: '/admin/projects/get', handler: adminProjectList.GET },
  { method: 'POST', path: '/admin/projects/add', handler: adminProjectAdd.POST, body: 'form' },
  {
    method: 'GET',
    path: `/admin/project/${ID}`,
    handler: adminProjectGet.GET,
    params: { projectID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/project/update/${ID}`,
    handler: adminProjectUpdate.PATCH,
    params: { projectID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/projects/delete/${ID}`,
    handler: adminProjectDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/team/get', handler: adminTeamList.GET },
  { method: 'POST', path: '/admin/team/add', handler: adminTeamAdd.POST, body: 'form' },
  {
    method: 'GET',
    path: `/admin/member/${ID}`,
    handler: adminMemberGet.GET,
    params: { memberID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/member/update/${ID}`,
    handler: adminMemberUpdate.PATCH,
    params: { memberID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/team/delete/${ID}`,
    handler: adminTeamDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/reviews/get', handler: adminReviewList.GET },
  { method: 'POST', path: '/admin/reviews/add', handler: adminReviewAdd.POST, body: 'form' },
  {
    method: 'GET',
    path: `/admin/review/${ID}`,
    handler: adminReviewGet.GET,
    params: { reviewID: ID },
  },
  {
    method: 'PATCH',
    path: `/admin/review/update/${ID}`,
    handler: adminReviewUpdate.PATCH,
    params: { reviewID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/reviews/delete/${ID}`,
    handler: adminReviewDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/blogs/get', handler: adminBlogList.GET },
  { method: 'POST', path: '/admin/blogs/add', handler: adminBlogAdd.POST, body: 'form' },
  { method: 'GET', path: `/admin/blog/${ID}`, handler: adminBlogGet.GET, params: { blogID: ID } },
  {
    method: 'PATCH',
    path: `/admin/blog/update/${ID}`,
    handler: adminBlogUpdate.PATCH,
    params: { blogID: ID },
    body: 'form',
  },
  {
    method: 'DELETE',
    path: `/admin/blogs/delete/${ID}`,
    handler: adminBlogDelete.DELETE,
    params: { id: ID },
  },
  { method: 'GET', path: '/admin/trash/get', handler: adminTrashList.GET },
  {
    method: 'POST',
    path: `/admin/trash/restore/${ID}`,
    handler: adminTrashRestore.POST,
    params: { id: ID },
  },
  {
    method: 'DELETE',
    path: `/admin/trash/delete/${ID}`,
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

export { createUser } from './create-user.ts';
export { presentUser } from './user-presenter.ts';
export { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from './user-repository.ts';

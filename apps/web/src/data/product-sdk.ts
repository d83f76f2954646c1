// What the catalogue's queries (products, reviews) need from the SDK, named here so the lazily
// loaded chunk holds only these parts (a dynamic import of 'appwrite' itself would keep the whole
// SDK), and so server rendering of these pages never constructs an SDK client.
export { ID, Permission, Query, Role } from 'appwrite';
export { databases } from '@/lib/appwrite';

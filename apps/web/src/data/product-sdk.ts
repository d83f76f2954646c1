// What the product queries need from the SDK, named here so the lazily loaded chunk holds only
// these parts (a dynamic import of 'appwrite' itself would keep the whole SDK).
export { Query } from 'appwrite';
export { databases } from '@/lib/appwrite';

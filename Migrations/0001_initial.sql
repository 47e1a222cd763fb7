-- placeholder: replaced by the storage layer's first migration
SELECT 1;
